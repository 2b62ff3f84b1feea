/**
 * Code-splitting groups for fewer requests before the largest paint on an HTTP/1.1 server, which
 * answers 6 at a time: Rolldown gives each set of chunks that share a module a chunk of its own,
 * and the largest paint of a form (a translated line) waits for a language file queued behind
 * them (docs/first-paint.md has the figures).
 *
 * Each group joins modules that the same pages load together, so that no first page downloads
 * more than before: a page that needs one of them needs the others too (or gets under 0.5 KB
 * more). Where a later step gets more, its group says so.
 */
type Group = { name: string; test: RegExp; includeDependenciesRecursively: false };

const group = (name: string, test: RegExp): Group => ({
  name,
  test,
  includeDependenciesRecursively: false,
});

export const firstPageGroups: Group[] = [
  // The text field and the tab pills (and their fields.css): the login and registration forms and
  // the game lobby's search and lanes use both. One request instead of two on each.
  group('fields', /src[\\/]ui[\\/](TextField|TabPills)\.tsx$/),
  // How the app was launched (the web-clip flag) and the redirect rule: the login and
  // registration forms, home's content and the after-paint hosts use all three. The entry asks
  // for the web-clip flag after the content, when the after-paint hosts need the group anyway.
  group(
    'launch-context',
    /src[\\/]lib[\\/](device[\\/](launch-context|web-clip)|router[\\/]safe-redirect)\.ts$/,
  ),
  // The identity providers' loader and the remembered login's record: the login form and the
  // after-paint hosts (the remembered login's auto-login, one-tap sign-in) use both; the
  // registration form the loader, with 0.3 KB more.
  group(
    'sign-in',
    /src[\\/](domains[\\/]identity[\\/]load-provider|lib[\\/]third-party[\\/]provider-loader|domains[\\/]remembered-login[\\/]record)\.ts$/,
  ),
  // The social sign-in buttons' code and the contract's sign-in shapes: the login and registration
  // forms draw the buttons and use the shapes, one-tap sign-in uses the rest. The two-factor
  // dialog, which needs only the shapes, gets 3 KB more: a rare step, after a login.
  group(
    'social',
    /(app[\\/]src[\\/](features[\\/]social[\\/](useSocialLogin|LoginChoiceDialog|api[\\/]firebase-register)|domains[\\/]identity[\\/](native-bridge|private-browsing|social-route))|contract[\\/]src[\\/](auth|native-bridge))\.tsx?$/,
  ),
  // The game launch's refusal rules (the safer-gambling refusal time with them): the lobby and
  // the lottery launch page use both.
  group(
    'launch-refusal',
    /src[\\/](features[\\/]game[\\/](launch-refusal|api[\\/]launch-game)|domains[\\/]safer-gambling[\\/]refusal-time)\.ts$/,
  ),
];
