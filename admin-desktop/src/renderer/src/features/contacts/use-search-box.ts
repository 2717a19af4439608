import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../components/use-debounced-value';

/**
 * The search box over the search kept in the address: what is typed shows at once and becomes the search
 * once the typing pauses, or at once on Enter; clearing empties both.
 */
export function useSearchBox(search: string, setSearch: (search: string) => void) {
  const [input, setInput] = useState(search);
  const debounced = useDebouncedValue(input);

  useEffect(() => {
    if (debounced.trim() !== search.trim()) setSearch(debounced);
    // Only a pause in the typing searches: the address changing (a filter, a page) must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return {
    input,
    setInput,
    submit: (value: string) => {
      setInput(value);
      setSearch(value);
    },
    clear: () => {
      setInput('');
      setSearch('');
    },
  };
}

export type SearchBox = ReturnType<typeof useSearchBox>;
