// Commissions: rows and status moves, the list, terms and rates, splits, earnings, payment days.
export * from './commissions';
export * from './earnings';
export * from './list';
export * from './preview';
export * from './splits';
export * from './terms';
