// Card popups: hover on a pointer device, tap on a touch screen (a tap on an option
// selects it instead; its text then shows in the decision box).
let box = null;
let pinned = false;
let current = null;

export function hidePopup() {
  if (!box) return;
  box.hidden = true;
  pinned = false;
  current = null;
}

/** After a re-render: follow the card to its new element, or hide. */
export function refreshPopup() {
  if (!box || box.hidden || !current || document.contains(current)) return;
  const name = current.dataset.card;
  const again = [...document.querySelectorAll('[data-card]')].find((e) => e.dataset.card === name);
  if (again && again.getBoundingClientRect().width > 0) {
    current = again;
    place(again);
  } else {
    hidePopup();
  }
}

function place(target) {
  const r = target.getBoundingClientRect();
  const w = box.offsetWidth;
  const h = box.offsetHeight;
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  let x = r.right + 8;
  if (x + w > vw - 4) x = r.left - w - 8;
  if (x < 4) x = Math.max(4, Math.min(vw - w - 4, r.left + r.width / 2 - w / 2));
  let y = r.top;
  if (x === r.right + 8 || x === r.left - w - 8) {
    y = Math.min(Math.max(4, r.top), vh - h - 4);
  } else {
    y = r.bottom + 8;
    if (y + h > vh - 4) y = Math.max(4, r.top - h - 8);
  }
  box.style.left = `${Math.round(x)}px`;
  box.style.top = `${Math.round(y)}px`;
}

function show(target, render, pin) {
  const name = target.dataset.card;
  if (!name) return;
  box.innerHTML = render(name);
  box.hidden = false;
  place(target);
  pinned = pin;
  current = target;
}

export function initPopups(render) {
  box = document.getElementById('popup');
  const fine = window.matchMedia('(hover: hover) and (pointer: fine)').matches;
  if (fine) {
    document.addEventListener('mouseover', (ev) => {
      const t = ev.target.closest && ev.target.closest('[data-card]');
      if (t && t !== current) show(t, render, false);
      else if (!t && !pinned && current) hidePopup();
    });
  }
  document.addEventListener('click', (ev) => {
    const t = ev.target.closest && ev.target.closest('[data-card]');
    if (t && !t.closest('[data-opt]') && !fine) {
      if (current === t && pinned) hidePopup();
      else show(t, render, true);
    } else if (!t && pinned && !(ev.target.closest && ev.target.closest('#popup'))) {
      hidePopup();
    }
  }, true);
  window.addEventListener('scroll', () => { if (!pinned) hidePopup(); }, true);
}
