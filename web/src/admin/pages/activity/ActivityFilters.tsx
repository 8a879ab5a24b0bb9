import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Button, Select, TextInput } from '../../../components/ui';
import { ENTITY_TYPES } from './activity';

type TextFilter = 'actor' | 'action' | 'from' | 'to';

export type ActivityFilterValues = { entityType: string | null } & Record<TextFilter, string | null>;

/** The filters live in the URL query, so a filtered view can be bookmarked, shared and reloaded. */
export function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  const entityType = ENTITY_TYPES.find((type) => type.value === params.get('entityType'))?.value ?? null;
  const values: ActivityFilterValues = {
    entityType,
    actor: params.get('actor') || null,
    action: params.get('action') || null,
    from: params.get('from') || null,
    to: params.get('to') || null,
  };
  const apply = (changes: Partial<ActivityFilterValues>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  return { values, apply };
}

/**
 * The entity type applies at once; the text and date fields when the form is sent (Enter or Apply), so typing an
 * email does not reload the table on every key.
 */
export function ActivityFilters({ filters }: { filters: ReturnType<typeof useActivityFilters> }) {
  const { values, apply } = filters;
  const [draft, setDraft] = useState(() => ({
    actor: values.actor ?? '',
    action: values.action ?? '',
    from: values.from ?? '',
    to: values.to ?? '',
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    setDraft({ actor: '', action: '', from: '', to: '' });
    apply({ entityType: null, actor: null, action: null, from: null, to: null });
  };
  const field = (name: TextFilter) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  return (
    <form className="activity-filters" onSubmit={submit} aria-label="Filter the activity">
      <Select
        label="Record type"
        placeholder="All records"
        options={ENTITY_TYPES.map(({ value, label }) => ({ value, label }))}
        value={values.entityType ?? ''}
        onChange={(event) => apply({ entityType: event.target.value || null })}
      />
      <TextInput label="Who" placeholder="Email or user id" autoComplete="off" {...field('actor')} />
      <TextInput label="Action" placeholder="e.g. package, user.role" autoComplete="off" {...field('action')} />
      <TextInput label="From" type="date" {...field('from')} />
      <TextInput label="To" type="date" {...field('to')} />
      <div className="activity-filters__actions">
        <Button type="submit" size="sm">
          Apply
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
