import { useId, type ReactNode } from 'react';
import { pagerTexts } from './pager-texts';
import { lastPageOffset } from './paging';
import { FirstPageIcon, LastPageIcon, NextPageIcon, PreviousPageIcon } from './list-icons';

interface PagerProps<L extends number> {
  limit: L;
  limits: readonly L[];
  offset: number;
  /** Rows on this page. */
  shown: number;
  /** Rows matching in all. */
  count: number;
  onLimitChange: (limit: L) => void;
  /** Always the first row of a page. */
  onOffsetChange: (offset: number) => void;
}

/** Server paging (spec §2, §9): rows per page, 'x–y z N', first / previous / next / last page. */
export function Pager<L extends number>({ limit, limits, offset, shown, count, onLimitChange, onOffsetChange }: PagerProps<L>) {
  const selectId = useId();
  const last = lastPageOffset(count, limit);
  const onFirst = offset <= 0;
  const onLast = offset >= last;
  const button = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    // aria-disabled rather than disabled: a focused button that became disabled would drop the keyboard focus
    // (e.g. 'Następna strona' on reaching the last page).
    <button
      type="button"
      className="pager__button"
      aria-label={label}
      title={label}
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onOffsetChange(target);
      }}
    >
      {icon}
    </button>
  );
  return (
    <nav className="pager" aria-label={pagerTexts.label}>
      <div className="pager__limit">
        <label htmlFor={selectId}>{pagerTexts.rowsPerPage}</label>
        <select id={selectId} className="pager__select" value={limit} onChange={(event) => onLimitChange(Number(event.target.value) as L)}>
          {limits.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {shown > 0 && <p className="pager__range">{pagerTexts.range(offset + 1, offset + shown, count)}</p>}
      <div className="pager__buttons">
        {button(pagerTexts.first, 0, onFirst, <FirstPageIcon />)}
        {button(pagerTexts.previous, Math.max(0, offset - limit), onFirst, <PreviousPageIcon />)}
        {button(pagerTexts.next, Math.min(last, offset + limit), onLast, <NextPageIcon />)}
        {button(pagerTexts.last, last, onLast, <LastPageIcon />)}
      </div>
    </nav>
  );
}
