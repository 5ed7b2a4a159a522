// A dialog that opens or closes under the pointer puts something new where the rest of a double click lands: the
// overlay, a button of the panel, or (once closed) the page behind. Those clicks (`detail` 2 or more) are
// swallowed until a new press begins (a mousedown whose `detail` is 1): no timer, so a slow double-click setting
// is covered, and a fresh double click is never cut short.

let stop: (() => void) | undefined;

export function swallowRestOfMultiClick(): void {
  stop?.();
  const click = (event: MouseEvent) => {
    if (event.detail < 2) return;
    event.preventDefault();
    event.stopPropagation();
  };
  const press = (event: MouseEvent) => {
    if (event.detail <= 1) stop?.();
  };
  document.addEventListener('click', click, true);
  document.addEventListener('mousedown', press, true);
  stop = () => {
    document.removeEventListener('click', click, true);
    document.removeEventListener('mousedown', press, true);
    stop = undefined;
  };
}
