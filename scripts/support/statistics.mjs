// Figures of repeated measurements, for the benches and Lighthouse runs.

/** The middle value (the upper of the two middle ones for an even count). @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @param {number[]} values */
export const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
