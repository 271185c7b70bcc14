let shellHtml = '';

/**
 * index.html carries a static header (see there) that paints before any JavaScript runs.
 * main.tsx keeps a copy before React takes over the page, and the router shows it until the
 * first page's code has loaded, so the screen does not go blank in between.
 */
export function keepStaticShell(container: HTMLElement): void {
  shellHtml = container.innerHTML;
}

export function StaticShell() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, copied from index.html
  return <div className="contents" dangerouslySetInnerHTML={{ __html: shellHtml }} />;
}
