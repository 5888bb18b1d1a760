export {
  AUTOCOMPLETE_MIN_LENGTH,
  getAutocomplete,
  getIndustries,
  type AutocompleteParams,
  type AutocompleteType,
} from './catalog-calls';
