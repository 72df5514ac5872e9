/**
 * What the lower layers (the HTTP wrapper, the session) ask of the running app: moving to another
 * page. The router installs its own navigate at start; before that a full page load does.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function installNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export const navigate: Navigate = (to, options) => navigateImpl(to, options);
