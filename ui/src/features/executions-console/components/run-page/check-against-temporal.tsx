import { type ReconciliationView } from '@studio/api/contract/executions';
import { ShieldCheck } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useReconcileRun } from '../../api/run-actions';

/**
 * "Check against Temporal": the reconciler's pass for this run, on demand. The answer says what
 * Temporal says of the run's workflow and what, if anything, was repaired to agree with it (each
 * repair is in the run's audit trail too).
 */
export function CheckAgainstTemporal({ executionId }: { executionId: string }) {
  const check = useReconcileRun(executionId);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => check.mutate()}
        disabled={check.isPending}
        aria-busy={check.isPending}
      >
        <ShieldCheck className="size-4" aria-hidden="true" />
        {check.isPending ? 'Checking…' : 'Check against Temporal'}
      </Button>
      {check.data || check.isError ? (
        <div className="basis-full">
          {check.data ? (
            <CheckResult result={check.data} />
          ) : (
            <FormAlert tone="error">
              Temporal could not be asked about this run. Try again in a moment.
            </FormAlert>
          )}
        </div>
      ) : null}
    </>
  );
}

function CheckResult({ result }: { result: ReconciliationView }) {
  const says = `Temporal says ${result.temporal.toLowerCase().replaceAll('_', ' ')}`;
  if (result.repairs.length === 0) {
    return (
      <FormAlert tone="success">
        {`${says}, and this page agrees.${
          result.timesAligned ? ' Its times are now Temporal’s.' : ''
        }`}
      </FormAlert>
    );
  }
  return (
    <FormAlert tone="info">
      {`${says}. Repaired to agree with it:`}
      <ul className="mt-1 list-disc pl-5">
        {result.repairs.map((repair) => (
          <li key={repair.kind}>{repair.detail}</li>
        ))}
      </ul>
    </FormAlert>
  );
}
