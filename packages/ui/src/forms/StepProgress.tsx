/** §2 multi-step progress: 'Step X of Y' over a bar of the controller's progress percent. */
export function StepProgress({ id, label, percent }: { id: string; label: string; percent: number }) {
  return (
    <div className="progress">
      <p className="progress__label" id={id}>
        {label}
      </p>
      <div
        className="progress__bar"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
