/**
 * Solution stores: solved positions kept between runs ({@link zugzwang.core.store.SolutionStore}),
 * in memory here; the command line opens an embedded on-disk one.
 */
package zugzwang.core.store;
