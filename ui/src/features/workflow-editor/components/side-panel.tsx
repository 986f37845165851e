import { type ReactNode } from 'react';

import { Inspector } from './inspector';
import { PORT_LOOK } from './node-look';

/** The editor's side panel tabs. */
export type Panel = 'settings' | 'problems' | 'versions' | 'test';

/** The side panel: the selected node's settings, the draft's problems, versions, a test run. */
export function SidePanel({
  panel,
  onPanel,
  problems,
  problemCount,
  versions,
  test,
  readOnly,
}: {
  panel: Panel;
  onPanel: (panel: Panel) => void;
  problems: ReactNode;
  problemCount: number;
  versions: ReactNode;
  test: ReactNode;
  readOnly: boolean;
}) {
  const tabs: { id: Panel; label: string }[] = [
    { id: 'settings', label: 'Settings' },
    { id: 'problems', label: problemCount > 0 ? `Problems (${problemCount})` : 'Problems' },
    { id: 'versions', label: 'Versions' },
    { id: 'test', label: 'Test run' },
  ];
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div role="tablist" aria-label="Details" className="flex border-b border-line">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={panel === tab.id}
            aria-controls={`panel-${tab.id}`}
            onClick={() => onPanel(tab.id)}
            className={`flex-1 border-b-2 px-2 py-2.5 text-sm font-medium ${
              panel === tab.id
                ? 'border-brand-600 text-ink'
                : 'border-transparent text-ink-muted hover:text-ink'
            } ${tab.id === 'problems' && problemCount > 0 ? 'text-danger-700' : ''}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${panel}`}
        aria-labelledby={`tab-${panel}`}
        className="min-h-0 flex-1 overflow-y-auto p-3"
      >
        {panel === 'settings' ? (
          <Inspector readOnly={readOnly} />
        ) : panel === 'problems' ? (
          problems
        ) : panel === 'versions' ? (
          versions
        ) : (
          test
        )}
      </div>
    </div>
  );
}

/** The port shapes and colours, explained. */
export function PortLegend() {
  return (
    <div className="mt-3 border-t border-line pt-3">
      <p className="text-xs font-medium text-ink-muted">Ports</p>
      <ul className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink">
        {Object.entries(PORT_LOOK).map(([type, look]) => (
          <li key={type} className="flex items-center gap-1.5">
            <span className={`inline-block size-2.5 ${look.className}`} aria-hidden="true" />
            {look.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
