/** Spec 9: charts are 364 px high. */
export const CHART_HEIGHT = 364;
