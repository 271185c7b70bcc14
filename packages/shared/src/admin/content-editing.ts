// The console's content-editing contract: filled by the catalogue console work (issue 10).
export {};
