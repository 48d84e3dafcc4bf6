// The offline page keeps the address that was asked for: load it again once the browser is back online.
window.addEventListener('online', () => window.location.reload());
