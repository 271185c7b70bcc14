// The console's home-page contract (slider, offers, marquee, new arrivals): filled by the console work (issue 10).
export {};
