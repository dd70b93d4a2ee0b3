import type { ReactNode } from 'react';

/**
 * A stale save (409): nothing is lost. The editor's change beside the version someone saved meanwhile, and
 * one button for each: keep mine (the form re-sends the change on top of the current version) or use the
 * current version (back to the editor, which loads it). One owner of the console's conflict view, for
 * pages, posts and dated promotions.
 */
export function ConflictChoice({
  id,
  level = 2,
  what,
  version,
  site,
  yours,
  current,
  keep,
  encType,
}: {
  /** The heading's id, unique on the page (several promotions may each show their own conflict). */
  id: string;
  /** The heading level where the view stands; its two columns are titled one level below. */
  level?: 2 | 4;
  /** What was edited when it is not the page's only subject, e.g. "of this promotion". */
  what?: string;
  /** The version someone else saved. */
  version: number;
  site: string | null;
  yours: ReactNode;
  current: ReactNode;
  /** The hidden fields that re-send the change on top of `version`. */
  keep: ReactNode;
  encType?: 'multipart/form-data';
}) {
  const Heading = level === 2 ? 'h2' : 'h4';
  const Column = level === 2 ? 'h3' : 'h5';
  return (
    <section className="console-panel console-conflict" aria-labelledby={id}>
      <Heading id={id}>
        Not saved: someone saved version {version}
        {what ? ` ${what}` : ''} while you were editing
      </Heading>
      <p role="alert">
        Nothing is lost. Compare your change with the current version, then keep one of them.
      </p>
      <div className="console-conflict__grid">
        <div>
          <Column>Your change</Column>
          {yours}
          <form method="post" encType={encType}>
            {keep}
            <button type="submit" className="console-button">
              Keep my change (save over version {version})
            </button>
          </form>
        </div>
        <div>
          <Column>Current version {version}</Column>
          {current}
          <a
            className="console-button console-button--quiet"
            href={site ? `?site=${encodeURIComponent(site)}` : '?'}
          >
            Use the current version
          </a>
        </div>
      </div>
    </section>
  );
}
