// The page in the visitor's language (docs/product.md#languages): the one chosen on this device (the `language`
// cookie the app keeps), else the browser's. English is the HTML itself, word for word the
// contract's MESSAGES.offline; nothing else can be fetched without a network, so the words are here.
const OFFLINE_TEXTS = {
  es: {
    title: 'Sin conexión',
    text: 'No tienes conexión. Volveremos a conectarnos cuando vuelva la red.',
  },
  'pt-BR': {
    title: 'Sem conexão',
    text: 'Você está sem conexão. Vamos reconectar quando a rede voltar.',
  },
  fr: {
    title: 'Hors ligne',
    text: 'Vous êtes hors ligne. Nous nous reconnecterons dès que le réseau sera rétabli.',
  },
  ar: {
    title: 'غير متصل',
    text: 'أنت غير متصل بالإنترنت. سنعيد الاتصال عند عودة الشبكة.',
    dir: 'rtl',
  },
};

function offlineLanguage() {
  const chosen = /(?:^|;\s*)language=([^;]*)/.exec(document.cookie);
  const wanted = chosen ? [decodeURIComponent(chosen[1])] : [...navigator.languages];
  for (const tag of wanted) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en') return null;
    if (base === 'pt') return 'pt-BR';
    if (base in OFFLINE_TEXTS) return base;
  }
  return null;
}

function showInLanguage() {
  const language = offlineLanguage();
  const texts = language ? OFFLINE_TEXTS[language] : null;
  if (!texts) return;
  document.documentElement.lang = language;
  document.documentElement.dir = texts.dir ?? 'ltr';
  document.title = `${texts.title} · Scouting Network`;
  const text = document.querySelector('main p');
  if (text) text.textContent = texts.text;
}
showInLanguage();

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
