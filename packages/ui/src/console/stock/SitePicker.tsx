import { FilterActions } from '../filter-fields';

/**
 * Which of the person's sites a console page shows (the dealer console: a group admin or a manager of several sites):
 * a GET form keeping the page's other query values. Nothing when the person has one site.
 */
export function SitePicker({
  sites,
  current,
  keep = {},
}: {
  sites: readonly { slug: string; name: string }[];
  current: string;
  keep?: Readonly<Record<string, string>>;
}) {
  if (sites.length < 2) return null;
  return (
    <form method="get" className="console-filters console-site-picker" aria-label="Choose a site">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="console-field">
        <label htmlFor="console-site">Site</label>
        <select id="console-site" name="site" defaultValue={current}>
          {sites.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <FilterActions label="Show" />
    </form>
  );
}
