// The browser's number, plural and date data (ICU), loaded while the page's script downloads.
// Whatever first formats a number or a date pays for loading it, ~20 ms on a laptop and about four
// times that on a phone, once per page load; a locale after that costs under a millisecond. Without
// this, a dashboard paid it after its first paint, as a long task of its own (docs/performance.md#dashboards). A
// classic script, loaded async from the head: it runs as soon as it arrives, while the main
// thread waits for the network, and nothing waits for it.
new Intl.NumberFormat().format(0);
new Intl.PluralRules().select(0);
new Intl.DateTimeFormat().format(0);
