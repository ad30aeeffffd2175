/** Where to go after signing in: the screen the admin asked for (`?next=`), only ever a path of this app. */
export function nextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith('/login') ? next : '/';
}
