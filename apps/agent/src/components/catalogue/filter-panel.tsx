import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DEGREE_LEVELS, DURATIONS, SCHOLARSHIP_OPTIONS, STUDY_FIELDS } from '@uniguide/domain';
import { useTRPC } from '@uniguide/client';
import { Button, NativeSelect, Separator, Skeleton } from '@uniguide/ui';

import { toggleValue, type CatalogueSearch } from './catalogue-search';
import { SCHOLARSHIP_MESSAGES, useCatalogueTexts } from './catalogue-texts';
import { FilterCheckboxGroup, type FilterOption } from './filter-checkbox-group';
import { TuitionFilter } from './tuition-filter';

export interface FilterPanelProps {
  idPrefix: string;
  search: CatalogueSearch;
  onChange: (patch: Partial<CatalogueSearch>) => void;
  onReset: () => void;
  /** Filtering is live; Apply only closes the mobile sheet or takes focus to the results. */
  onApply: () => void;
  /** False on a university profile, where the university is fixed. */
  showUniversities: boolean;
}

const asOptions = <T extends string>(
  values: readonly T[],
  label: (value: T) => string,
): FilterOption<T>[] => values.map((value) => ({ value, label: label(value) }));

export function FilterPanel({
  idPrefix,
  search,
  onChange,
  onReset,
  onApply,
  showUniversities,
}: FilterPanelProps) {
  const { t } = useLingui();
  const texts = useCatalogueTexts();
  const degreeOptions = asOptions(DEGREE_LEVELS, texts.degree);
  const fieldOptions = asOptions(STUDY_FIELDS, texts.studyField);
  const durationOptions = asOptions(DURATIONS, texts.duration);
  return (
    <div className="grid gap-6">
      {showUniversities ? (
        <UniversityFilter
          idPrefix={idPrefix}
          selected={search.university}
          onToggle={(id, on) => onChange({ university: toggleValue(search.university, id, on) })}
        />
      ) : null}

      <TuitionFilter
        idPrefix={idPrefix}
        value={search.maxTuition}
        onCommit={(maxTuition) => onChange({ maxTuition })}
      />
      <Separator />
      <FilterCheckboxGroup
        idPrefix={`${idPrefix}-degree`}
        legend={t`Degree Level`}
        options={degreeOptions}
        selected={search.degree}
        onToggle={(value, on) => onChange({ degree: toggleValue(search.degree, value, on) })}
      />
      <Separator />
      <FilterCheckboxGroup
        idPrefix={`${idPrefix}-field`}
        legend={t`Field of Study`}
        options={fieldOptions}
        selected={search.studyField}
        onToggle={(value, on) =>
          onChange({ studyField: toggleValue(search.studyField, value, on) })
        }
      />
      <Separator />
      <FilterCheckboxGroup
        idPrefix={`${idPrefix}-duration`}
        legend={t`Duration`}
        options={durationOptions}
        selected={search.duration}
        onToggle={(value, on) => onChange({ duration: toggleValue(search.duration, value, on) })}
      />
      <Separator />
      <div className="grid gap-3">
        <h3 id={`${idPrefix}-scholarship-label`} className="text-sm font-semibold">
          <Trans>Scholarships</Trans>
        </h3>
        <NativeSelect
          aria-labelledby={`${idPrefix}-scholarship-label`}
          className="bg-card"
          value={search.scholarship ?? 'all'}
          onChange={(event) =>
            onChange({ scholarship: event.target.value === 'available' ? 'available' : undefined })
          }
        >
          {SCHOLARSHIP_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(SCHOLARSHIP_MESSAGES[option.value])}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="grid gap-2 pt-2">
        <Button onClick={onApply}>
          <Trans>Apply Filters</Trans>
        </Button>
        <Button variant="outline" onClick={onReset}>
          <Trans>Reset Filters</Trans>
        </Button>
      </div>
    </div>
  );
}

interface UniversityFilterProps {
  idPrefix: string;
  selected: number[] | undefined;
  onToggle: (id: number, on: boolean) => void;
}

function UniversityFilter({ idPrefix, selected, onToggle }: UniversityFilterProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const universities = useQuery(trpc.university.list.queryOptions());

  let body;
  if (universities.isPending) {
    body = (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">
          <Trans>Loading universities…</Trans>
        </span>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-4 w-3/4" />
        ))}
      </div>
    );
  } else if (universities.isError) {
    body = (
      <div className="grid gap-2 text-sm text-muted-foreground">
        <p>
          <Trans>The university list could not be loaded.</Trans>
        </p>
        <Button variant="outline" size="sm" onClick={() => void universities.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else {
    const options = universities.data
      .map((university) => ({
        value: university.id,
        label: university.name,
        count: university.programCount,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return (
      <>
        <FilterCheckboxGroup
          idPrefix={`${idPrefix}-university`}
          legend={t`Universities`}
          options={options}
          selected={selected}
          onToggle={onToggle}
          scrollable
        />
        <Separator />
      </>
    );
  }

  return (
    <>
      <div className="grid gap-3">
        <h3 className="text-sm font-semibold">
          <Trans>Universities</Trans>
        </h3>
        {body}
      </div>
      <Separator />
    </>
  );
}
