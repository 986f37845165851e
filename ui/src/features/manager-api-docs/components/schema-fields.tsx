import { type Field, type Shape, shapeOf } from '../model/json-schema';
import { Disclosure } from './disclosure';
import { MarkdownText } from './markdown-text';

/** Nested shapes are indented and outlined on the left, so the eye follows the depth. */
const NESTED = 'mt-1 border-l-2 border-line pl-3';

/** A "Fields" button that opens a shape's fields, indented under what holds them. */
export function NestedFields({
  of,
  shape,
  document,
}: {
  /** What holds them, for screen readers: "Fields of imageUrls". */
  of: string;
  shape: Shape;
  document: unknown;
}) {
  return (
    <Disclosure label="Fields" hiddenLabel={` of ${of}`}>
      {() => (
        <div className={NESTED}>
          <SchemaShape shape={shape} document={document} />
        </div>
      )}
    </Disclosure>
  );
}

/** One field: name, type, required or optional, its limits and words, its own fields on demand. */
export function FieldRow({
  field,
  document,
  location,
}: {
  field: Field;
  document: unknown;
  /** For parameters: where it goes (`path`, `query`). */
  location?: string;
}) {
  const inner = shapeOf(field.schema, document);
  return (
    <li className="py-2 first:pt-0">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <code className="font-mono text-sm font-semibold break-all text-ink">{field.name}</code>
        <span className="font-mono text-xs break-all text-ink-muted">{field.type}</span>
        {location ? (
          <span className="rounded bg-surface-muted px-1.5 text-xs text-ink-muted">
            in {location}
          </span>
        ) : null}
        {field.required ? (
          <span className="text-xs font-semibold text-danger-700">required</span>
        ) : (
          <span className="text-xs text-ink-muted">optional</span>
        )}
        {field.deprecated ? (
          <span className="text-xs font-semibold text-warning-800">deprecated</span>
        ) : null}
      </div>
      {field.limits.length > 0 ? (
        <p className="mt-0.5 text-xs break-words text-ink-muted">{field.limits.join(' · ')}</p>
      ) : null}
      {field.description ? (
        <MarkdownText text={field.description} className="mt-0.5 text-sm text-ink" />
      ) : null}
      {inner ? <NestedFields of={field.name} shape={inner} document={document} /> : null}
    </li>
  );
}

/** An object's fields, an array's items, or a union's variants, as a list. */
export function SchemaShape({ shape, document }: { shape: Shape; document: unknown }) {
  if (shape.kind === 'items') {
    return (
      <div>
        <p className="text-xs text-ink-muted">Each item:</p>
        <div className={NESTED}>
          <SchemaShape shape={shape.items} document={document} />
        </div>
      </div>
    );
  }
  if (shape.kind === 'variants') {
    return (
      <div>
        <p className="text-xs text-ink-muted">One of {shape.variants.length} shapes:</p>
        <ul className="divide-y divide-line">
          {shape.variants.map((variant) => {
            const inner = shapeOf(variant.schema, document);
            return (
              <li key={variant.label} className="py-2">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-mono text-sm font-semibold break-all text-ink">
                    {variant.label}
                  </span>
                  {variant.type !== variant.label ? (
                    <span className="font-mono text-xs break-all text-ink-muted">
                      {variant.type}
                    </span>
                  ) : null}
                </p>
                {inner ? (
                  <NestedFields of={variant.label} shape={inner} document={document} />
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  return (
    <div>
      <ul className="divide-y divide-line">
        {shape.fields.map((field) => (
          <FieldRow key={field.name} field={field} document={document} />
        ))}
      </ul>
      {shape.otherKeys ? (
        <p className="mt-1 text-xs text-ink-muted">
          Other keys: <span className="font-mono">{shape.otherKeys}</span>
        </p>
      ) : null}
    </div>
  );
}
