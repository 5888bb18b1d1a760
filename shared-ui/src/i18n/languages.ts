// The product's languages live in shared-contracts, with the API's; shared-ui's name stays for the remotes.
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  pickLanguage,
  type Language as SupportedLanguage,
} from 'shared-contracts';
