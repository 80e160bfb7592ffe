export * from './DoughnutChart'
export {
  formatShare,
  MAX_SLICES,
  OTHERS_LABEL,
  toSlices,
  type DoughnutDatum,
  type DoughnutSlice,
} from './slices'
