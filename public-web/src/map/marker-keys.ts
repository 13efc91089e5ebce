// Keyboard use of Leaflet markers: they are focusable role="button" elements in Leaflet 1.9, but focus shows
// nothing and Enter does not click. These make a focused pin behave like a hovered one and Enter or Space pin it.

/** Focus and blur of a marker's element (markers are focusable buttons in Leaflet 1.9); paths have no element to focus. */
export function showOnFocus(layer: unknown, show: () => void, hide: () => void) {
  const element = (layer as { getElement?: () => HTMLElement | undefined }).getElement?.();
  if (!element || element.tagName.toLowerCase() === 'path') return;
  element.addEventListener('focus', show);
  element.addEventListener('blur', hide);
}

/** Enter or Space on a focused marker. */
export function whenActivated(event: { originalEvent?: Event }, act: () => void) {
  const key = (event.originalEvent as KeyboardEvent | undefined)?.key;
  if (key !== 'Enter' && key !== ' ') return;
  event.originalEvent?.preventDefault();
  act();
}
