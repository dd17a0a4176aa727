export { encodeView, FEATURE_COUNT, FeatureError, MAX_SEATS, NOBID_FEATURES } from './features.ts';
