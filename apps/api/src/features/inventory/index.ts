/**
 * Inventory: the only code that changes stock. Every change runs inside `stockTransaction`,
 * which empties the listings' response cache once it ends (decision 0020); the functions
 * below accept only its transaction type. Everything else in this folder is internal.
 */
export type { MovementReason, ReturnedLine, StockLine, StockTx } from './repository';
export {
  adjustStock,
  giveBackStock,
  type NamedStockLine,
  type OrderedLine,
  recordCatalogueStock,
  retakeStock,
  StockShortage,
  stockTransaction,
  takeStock,
} from './service';
