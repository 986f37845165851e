import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { nodePorts } from '@studio/workflows/graph/node-ports';
import { canConnect, type PortType } from '@studio/workflows/graph/ports';
import { MousePointerClick, StickyNote, Trash2 } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/text-field';
import { nameOf } from '../model/connection-rules';
import { paramFields } from '../model/param-fields';
import { type StepNode } from '../model/flow-graph';
import { useEditor } from '../store/editor-context';
import { NodeTestData } from './node-test-data';
import { ParamInput } from './param-input';
import { SubsnapDetails } from './subsnap-details';

/** The selected node's name, settings and connections; or what a multiple selection can do. */
export function Inspector({ readOnly = false }: { readOnly?: boolean }) {
  // Ids, not nodes: a dragged node changes every frame, its settings do not.
  const selected = useEditor(useShallow((s) => s.nodes.filter((n) => n.selected).map((n) => n.id)));
  const deleteSelection = useEditor((s) => s.deleteSelection);
  const noteSelected = useEditor((s) => s.notes.some((n) => n.selected));

  if (selected.length === 0 && noteSelected) {
    return (
      <div className="flex flex-col items-center px-4 py-10 text-center text-sm text-ink-muted">
        <StickyNote className="size-8 text-brand-600" aria-hidden="true" />
        <p className="mt-3">
          A sticky note: double-click it, or choose Edit text above it, to write in Markdown; pick
          its colour above it and drag its corners to resize it. Notes never run.
        </p>
      </div>
    );
  }
  if (selected.length === 0) {
    return (
      <div className="flex flex-col items-center px-4 py-10 text-center text-sm text-ink-muted">
        <MousePointerClick className="size-8 text-brand-600" aria-hidden="true" />
        <p className="mt-3">Select a node to see and change its settings.</p>
      </div>
    );
  }
  if (selected.length > 1) {
    return (
      <div className="space-y-3 p-1">
        <p className="text-sm font-semibold text-ink">{selected.length} nodes selected</p>
        <p className="text-sm text-ink-muted">
          Drag them together, copy them, or delete them in one step.
        </p>
        {readOnly ? null : (
          <Button variant="secondary" size="sm" onClick={deleteSelection}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete {selected.length} nodes
          </Button>
        )}
      </div>
    );
  }
  return <NodeSettings key={selected[0]!} nodeId={selected[0]!} readOnly={readOnly} />;
}

function NodeSettings({ nodeId, readOnly }: { nodeId: string; readOnly: boolean }) {
  const data = useEditor((s) => s.nodes.find((n) => n.id === nodeId)?.data);
  const node = useMemo(() => (data ? { id: nodeId, data } : null), [nodeId, data]);
  const definition = data ? nodeType(data.type) : undefined;
  const setParam = useEditor((s) => s.setParam);
  const renameNode = useEditor((s) => s.renameNode);
  const sealHistory = useEditor((s) => s.sealHistory);
  const deleteSelection = useEditor((s) => s.deleteSelection);
  const fields = useMemo(() => (definition ? paramFields(definition.params) : []), [definition]);
  const nameId = useId();

  if (!node) return null;
  if (!definition) {
    return (
      <p className="p-1 text-sm text-danger-700">
        This node’s type “{node.data.type}” is unknown; delete it.
      </p>
    );
  }
  return (
    <form
      className="space-y-5 p-1"
      onSubmit={(event) => event.preventDefault()}
      aria-label={`Settings of ${nameOf(node)}`}
    >
      <fieldset disabled={readOnly} className="space-y-5">
        <div>
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
            {definition.label}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{definition.description}</p>
        </div>
        <div>
          <label htmlFor={nameId} className="text-sm font-medium text-ink">
            Name on the canvas
          </label>
          <input
            id={nameId}
            className={`mt-1.5 ${inputClass}`}
            maxLength={60}
            placeholder={definition.label}
            value={node.data.label ?? ''}
            onChange={(event) => renameNode(node.id, event.target.value)}
            onBlur={sealHistory}
          />
        </div>
        {node.data.type === 'subsnap' ? (
          <SubsnapDetails nodeId={node.id} params={node.data.params} readOnly={readOnly} />
        ) : (
          fields.map((field) => (
            <ParamInput
              key={field.name}
              field={field}
              value={node.data.params[field.name]}
              onChange={(value) => setParam(node.id, field.name, value)}
              onBlur={sealHistory}
            />
          ))
        )}
        {nodePorts(node.data).inputs.length > 0 ? <InputConnections node={node} /> : null}
      </fieldset>
      {readOnly ? null : (
        <Button variant="secondary" size="sm" onClick={deleteSelection}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete node
        </Button>
      )}
      {readOnly ? null : <NodeTestData nodeId={node.id} type={node.data.type} />}
    </form>
  );
}

/**
 * Each input's connection as a select of the outputs that fit: the way to wire the graph without
 * a pointer (and a plain list of what feeds what).
 */
function InputConnections({ node }: { node: SettingsNode }) {
  const inputs = nodePorts(node.data).inputs;
  // What the options depend on (ids, names, output ports), as one string: unchanged while nodes
  // move.
  const others = useEditor((s) =>
    s.nodes
      .filter((n) => n.id !== node.id)
      .map((n) =>
        [
          n.id,
          n.data.type,
          n.data.label ?? '',
          ...nodePorts(n.data).outputs.map((p) => `${p.id}\u0001${p.type}\u0001${p.label}`),
        ].join('\t'),
      )
      .join('\n'),
  );
  const into = useEditor(
    useShallow((s) =>
      s.edges
        .filter((e) => e.target === node.id)
        .map((e) => `${e.targetHandle}\0${e.source}\0${e.sourceHandle}`),
    ),
  );
  const connect = useEditor((s) => s.connect);
  const id = useId();
  const candidates = useMemo(
    () =>
      others
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [otherId = '', type = '', label = '', ...ports] = line.split('\t');
          const outputs = ports.map((port) => {
            const [portId, portType, portLabel] = port.split('\u0001') as [
              string,
              PortType,
              string,
            ];
            return { id: portId, type: portType, label: portLabel };
          });
          return { id: otherId, data: { type, label: label || undefined }, outputs };
        }),
    [others],
  );
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-ink">Inputs</p>
      {inputs.map((input) => {
        const current = into
          .map((key) => key.split('\0') as [string, string, string])
          .filter(([port]) => port === input.id);
        const options = candidates.flatMap((other) =>
          other.outputs
            .filter((output) => canConnect(output.type, input.type))
            .map((output) => ({
              value: `${other.id}\0${output.id}`,
              label: `${nameOf(other)} · ${output.label}`,
            })),
        );
        return (
          <div key={input.id}>
            <label htmlFor={`${id}-${input.id}`} className="text-xs text-ink-muted">
              {input.label}
              {input.required ? ' (required)' : ''}
              {current.length > 1 ? ` · ${current.length} connected` : ''}
            </label>
            <select
              id={`${id}-${input.id}`}
              className={`mt-1 ${inputClass}`}
              value={current[0] ? `${current[0][1]}\0${current[0][2]}` : ''}
              onChange={(event) => {
                const [source, sourceHandle] = event.target.value.split('\0');
                if (source && sourceHandle) {
                  connect({ source, sourceHandle, target: node.id, targetHandle: input.id });
                }
              }}
            >
              <option value="" disabled>
                Not connected
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}

/** A node as its settings read it: never its position, which changes while it is dragged. */
type SettingsNode = { id: string; data: StepNode['data'] };
