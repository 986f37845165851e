import { ChevronDown } from 'lucide-react';
import { type ReactNode } from 'react';

import { shapeOf } from '../model/json-schema';
import { type OperationView, type Payload, type ResponseView } from '../model/operations';
import { AccessLabel } from './access-label';
import { MarkdownText } from './markdown-text';
import { MethodBadge } from './method-badge';
import { PathText } from './path-text';
import { FieldRow, NestedFields, SchemaShape } from './schema-fields';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{title}</h4>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** "application/json · object (Product)": the media type, then what it carries. */
function PayloadLine({ payload, extra }: { payload: Payload; extra?: ReactNode }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-ink-muted">
      <span className="font-mono">{payload.contentType}</span>
      {payload.type ? <span className="font-mono break-all text-ink">{payload.type}</span> : null}
      {extra}
    </p>
  );
}

/** 2xx green, 4xx amber, 5xx red, with the code written out. */
function statusTint(status: string) {
  if (status.startsWith('2')) return 'bg-success-50 text-success-700';
  if (status.startsWith('4')) return 'bg-warning-50 text-warning-800';
  if (status.startsWith('5')) return 'bg-danger-50 text-danger-700';
  return 'bg-surface-muted text-ink';
}

function ResponseRow({ response, document }: { response: ResponseView; document: unknown }) {
  const { payload } = response;
  const shape = payload?.schema === undefined ? undefined : shapeOf(payload.schema, document);
  return (
    <li className="flex items-start gap-2 py-2 first:pt-0">
      <span
        className={`mt-0.5 shrink-0 rounded px-1.5 font-mono text-xs font-bold ${statusTint(response.status)}`}
      >
        {response.status}
      </span>
      <div className="min-w-0 flex-1">
        <MarkdownText
          text={response.description || 'No description'}
          className="text-sm text-ink"
        />
        {payload ? (
          <div className="mt-0.5">
            <PayloadLine payload={payload} />
          </div>
        ) : null}
        {shape ? (
          <NestedFields of={`the ${response.status} response`} shape={shape} document={document} />
        ) : null}
      </div>
    </li>
  );
}

function OperationDetails({
  operation,
  document,
}: {
  operation: OperationView;
  document: unknown;
}) {
  const body = operation.requestBody;
  const bodyShape = body?.schema === undefined ? undefined : shapeOf(body.schema, document);
  return (
    <div className="border-t border-line px-3 pt-1 pb-4 sm:px-4">
      {operation.description ? (
        <MarkdownText text={operation.description} className="mt-3 text-sm text-ink" />
      ) : null}
      {operation.operationId ? (
        <p className="mt-3 text-xs text-ink-muted">
          Operation id: <code className="font-mono text-ink">{operation.operationId}</code>
        </p>
      ) : null}
      {operation.parameters.length > 0 ? (
        <Part title="Parameters">
          <ul className="divide-y divide-line">
            {operation.parameters.map((parameter) => (
              <FieldRow
                key={`${parameter.location}:${parameter.name}`}
                field={parameter}
                location={parameter.location}
                document={document}
              />
            ))}
          </ul>
        </Part>
      ) : null}
      {body ? (
        <Part title="Request body">
          <PayloadLine
            payload={body}
            extra={
              body.required ? (
                <span className="font-semibold text-danger-700">required</span>
              ) : (
                <span>optional</span>
              )
            }
          />
          {body.description ? (
            <MarkdownText text={body.description} className="mt-1 text-sm text-ink" />
          ) : null}
          {bodyShape ? (
            <div className="mt-2">
              <SchemaShape shape={bodyShape} document={document} />
            </div>
          ) : null}
        </Part>
      ) : null}
      <Part title="Responses">
        {operation.responses.length === 0 ? (
          <p className="text-sm text-ink-muted">None described.</p>
        ) : (
          <ul className="divide-y divide-line">
            {operation.responses.map((response) => (
              <ResponseRow key={response.status} response={response} document={document} />
            ))}
          </ul>
        )}
      </Part>
    </div>
  );
}

/**
 * One operation: method, path and summary on a button that opens its details (parameters,
 * request body, responses), and who may call it always in view. Closed by default: the API has
 * about a hundred operations, and a manager looks for one.
 */
export function OperationCard({
  operation,
  document,
  open,
  onToggle,
}: {
  operation: OperationView;
  document: unknown;
  open: boolean;
  onToggle: () => void;
}) {
  const detailsId = `${operation.anchor}-details`;
  const summary = `${operation.summary}${operation.deprecated ? ' (deprecated)' : ''}`;
  return (
    <li id={operation.anchor} className="scroll-mt-4 rounded-card border border-line bg-surface">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          // Its visible words, stated: the path's <wbr>s split it in some engines' computed names.
          aria-label={`${operation.key} ${summary}`.trim()}
          onClick={onToggle}
          className="flex w-full items-start gap-3 rounded-card px-3 pt-3 pb-1 text-left hover:bg-surface-muted sm:px-4"
        >
          <MethodBadge method={operation.method} />{' '}
          <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-3">
            <code className="font-mono text-sm font-semibold break-words text-ink">
              <PathText path={operation.path} />
            </code>{' '}
            <span className="text-sm text-ink-muted">{summary}</span>
          </span>
          <ChevronDown
            className={`mt-0.5 size-4 shrink-0 text-ink-muted transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div className="px-3 pb-3 sm:px-4 sm:pl-[5.75rem]">
        <AccessLabel access={operation.access} />
      </div>
      <div id={detailsId} hidden={!open}>
        {open ? <OperationDetails operation={operation} document={document} /> : null}
      </div>
    </li>
  );
}
