import { type ContentItem } from '@studio/api/contract/content';
import { Link } from 'react-router-dom';

/**
 * A cut-out touch-up's links both ways: "Edited from …" on the edit, "Edited versions" on the
 * item it was made from. Nothing when it has neither.
 */
export function ContentEdits({
  item,
}: {
  item: Pick<ContentItem, 'editedFrom' | 'editedVersions'>;
}) {
  if (!item.editedFrom && item.editedVersions.length === 0) return null;
  return (
    <section aria-labelledby="content-edits-title" className="space-y-2 text-sm">
      <h2
        id="content-edits-title"
        className="text-sm font-semibold tracking-wide text-ink-muted uppercase"
      >
        Cut-out edits
      </h2>
      {item.editedFrom ? (
        <p className="text-ink">
          Edited from{' '}
          <Link
            to={`/content/${item.editedFrom.id}`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {item.editedFrom.name}
          </Link>
        </p>
      ) : null}
      {item.editedVersions.length > 0 ? (
        <div className="space-y-1">
          <p className="text-ink">Edited versions</p>
          <ul className="list-inside list-disc space-y-0.5">
            {item.editedVersions.map((version, index) => (
              <li key={version.id}>
                <Link
                  to={`/content/${version.id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {version.name} (edit {index + 1})
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
