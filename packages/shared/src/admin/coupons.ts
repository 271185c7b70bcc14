// The console's coupons contract: filled by the console work (issue 10).
export {};
