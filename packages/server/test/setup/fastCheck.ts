import fc from 'fast-check'

/**
 * One seed for every property, so a run of a commit tries the same cases as every other run of
 * it: a test is a function of the commit, not of the day it ran. A case that must be tried is an
 * example or a constant of its generator, never left to a lucky seed. FAST_CHECK_SEED=<n> tries
 * other cases on a developer's machine; a failure prints the seed and path that reproduce it.
 */
fc.configureGlobal({ seed: Number(process.env.FAST_CHECK_SEED ?? 20_261_128) })
