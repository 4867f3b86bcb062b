import { Select } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { timeZoneNames } from './time-zones';

/** A searchable choice of IANA time zone, written left to right; the value is the zone's name or null (then the placeholder shows). */
export function TimeZoneSelect({ id, value, onChange, disabled, placeholder }: { id?: string; value?: string | null; onChange?: (value: string | null) => void; disabled?: boolean; placeholder?: ReactNode }) {
  const options = useMemo(() => {
    const names = timeZoneNames();
    // A stored zone the browser does not list is still shown as chosen.
    const all = value && !names.includes(value) ? [value, ...names] : names;
    return all.map((name) => ({ value: name, label: <bdi>{name}</bdi>, search: name.replace(/_/g, ' ') }));
  }, [value]);
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'search' }}
      allowClear
      disabled={disabled}
      value={value ?? undefined}
      placeholder={placeholder}
      onChange={(next?: string) => onChange?.(next ?? null)}
      options={options}
      style={{ maxWidth: 360 }}
    />
  );
}
