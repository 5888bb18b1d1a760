export type {
  PieSlice,
  SeriesPoint,
  ShareOfVoiceCountry,
  ShareOfVoiceResponse,
  ShareOfVoiceRow,
} from '../schemas/share-of-voice';
