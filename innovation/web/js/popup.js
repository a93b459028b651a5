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

function overlaps(a, b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Beside the card (right, left, below, above): the first spot inside the screen that
 * leaves the decision box uncovered. */
function place(target) {
  const r = target.getBoundingClientRect();
  const w = box.offsetWidth;
  const h = box.offsetHeight;
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const dec = document.getElementById('decision');
  const keep = dec && dec.offsetParent !== null ? dec.getBoundingClientRect() : null;
  const clampX = (x) => Math.max(4, Math.min(vw - w - 4, x));
  const clampY = (y) => Math.max(4, Math.min(vh - h - 4, y));
  const spots = [
    [r.right + 8, clampY(r.top)], [r.left - w - 8, clampY(r.top)],
    [clampX(r.left + r.width / 2 - w / 2), r.bottom + 8], [clampX(r.left + r.width / 2 - w / 2), r.top - h - 8],
  ];
  if (keep) { // beside the decision box, or above it (a phone's box sits at the bottom)
    spots.push([keep.left - w - 8, clampY(r.top)], [clampX(r.left), keep.top - h - 8], [clampX(r.left), 4]);
  }
  const fits = ([x, y]) => x >= 4 && y >= 4 && x + w <= vw - 4 && y + h <= vh - 4;
  const free = ([x, y]) => !keep || !overlaps({ left: x, top: y, right: x + w, bottom: y + h }, keep);
  const best = spots.find((p) => fits(p) && free(p)) || spots.find(free) || spots.find(fits) || spots[0];
  box.style.left = `${Math.round(best[0])}px`;
  box.style.top = `${Math.round(best[1])}px`;
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
