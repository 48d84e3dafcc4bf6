// The offline page keeps the address that was asked for: load it again once the server answers.
// Checked when the browser says it is back online, and every 10 s while it thinks it is, because an
// 'online' event may come before requests get through (and a reload too early shows this page again).
function tryAgain() {
  if (!navigator.onLine) return;
  fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
    .then((response) => {
      if (response.ok) window.location.reload();
    })
    .catch(() => {});
}
window.addEventListener('online', tryAgain);
setInterval(tryAgain, 10_000);
