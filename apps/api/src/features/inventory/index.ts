/**
 * Inventory: the only code that changes stock. Every change runs inside `stockTransaction`,
 * which drops the cached answers showing the changed products once it ends (decisions 0020,
 * 0046); the functions below accept only its transaction type. Everything else in this folder is internal.
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
