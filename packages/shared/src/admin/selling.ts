// The console's selling contract: filled by the catalogue console work (issue 10).
export {};
