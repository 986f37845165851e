import { useId } from 'react';

import { FieldError, inputClass } from '@/components/ui/text-field';
import { type ParamField, paramProblem } from '../model/param-fields';

type ParamInputProps = {
  field: ParamField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Leaving the field ends its undo step. */
  onBlur: () => void;
};

/** One setting of a node, drawn from its schema and checked as it is typed. */
export function ParamInput({ field, value, onChange, onBlur }: ParamInputProps) {
  const id = useId();
  const shown = value === undefined ? field.defaultValue : value;
  const problem = paramProblem(field, value);
  const describedBy =
    [field.description ? `${id}-hint` : '', problem ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id,
    onBlur,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
  };

  let control;
  switch (field.kind) {
    case 'select':
      control = (
        <select
          {...common}
          className={inputClass}
          value={String(shown ?? '')}
          onChange={(event) => {
            const option = field.options.find((o) => String(o.value) === event.target.value);
            onChange(option?.value);
          }}
        >
          {field.options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'number':
      control = (
        <input
          {...common}
          type="number"
          inputMode="decimal"
          className={inputClass}
          min={field.min}
          max={field.max}
          step={field.step}
          value={typeof shown === 'number' ? shown : ''}
          onChange={(event) =>
            onChange(event.target.value === '' ? undefined : event.target.valueAsNumber)
          }
        />
      );
      break;
    case 'text':
      control = field.multiline ? (
        <textarea
          {...common}
          rows={4}
          maxLength={field.maxLength}
          className={`${inputClass} h-auto py-2`}
          value={typeof shown === 'string' ? shown : ''}
          onChange={(event) => onChange(textValue(field, event.target.value))}
        />
      ) : (
        <input
          {...common}
          type="text"
          maxLength={field.maxLength}
          className={inputClass}
          value={typeof shown === 'string' ? shown : ''}
          onChange={(event) => onChange(textValue(field, event.target.value))}
        />
      );
      break;
    case 'switch':
      control = (
        <button
          {...common}
          type="button"
          role="switch"
          aria-checked={shown === true}
          onClick={() => onChange(!(shown === true))}
          className={`relative h-6 w-11 rounded-full transition-colors ${shown === true ? 'bg-brand-600' : 'bg-line'}`}
        >
          <span
            className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${shown === true ? 'translate-x-5' : ''}`}
          />
        </button>
      );
      break;
    case 'multi-select': {
      const chosen = Array.isArray(shown) ? (shown as string[]) : [];
      control = (
        <div
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          className="flex flex-wrap gap-2"
        >
          {field.options.map((option) => (
            <label
              key={option.value}
              className="flex items-center gap-1.5 rounded-lg border border-line px-2.5 py-1.5 text-sm"
            >
              <input
                type="checkbox"
                checked={chosen.includes(option.value)}
                onBlur={onBlur}
                onChange={(event) =>
                  onChange(
                    field.options
                      .map((o) => o.value)
                      .filter((v) =>
                        v === option.value ? event.target.checked : chosen.includes(v),
                      ),
                  )
                }
              />
              {option.label}
            </label>
          ))}
        </div>
      );
      break;
    }
    default:
      control = (
        <pre className="overflow-x-auto rounded-lg bg-surface-muted p-2 text-xs">
          {JSON.stringify(shown)}
        </pre>
      );
  }

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <label
          id={`${id}-label`}
          htmlFor={field.kind === 'multi-select' ? undefined : id}
          className="text-sm font-medium text-ink"
        >
          {field.title}
        </label>
        {field.kind === 'switch' ? control : null}
      </div>
      {field.description ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-muted">
          {field.description}
        </p>
      ) : null}
      {field.kind === 'switch' ? null : <div className="mt-1.5">{control}</div>}
      <FieldError id={`${id}-error`} error={problem} />
    </div>
  );
}

/** An optional text left empty is "not set" (the schema's default or absence), not "". */
function textValue(field: ParamField, text: string): string | undefined {
  return field.optional && text === '' ? undefined : text;
}
