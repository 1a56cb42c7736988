// Applications: rows, status history, the detail, lists and counters, charts and turnaround.
export * from './applications';
export * from './charts';
export * from './list';
export * from './stats';
export * from './turnaround';
export * from './types';
