import Foundation
import InspectCLI

#if canImport(CMalloc) && os(Linux)
  import CMalloc

  // One run reads a dump, builds and drops large arrays (a window's views, its solver's rows,
  // the output's bytes) and exits. glibc gives each large block its own mapping and returns it
  // to the kernel when freed, then maps and faults it in afresh for the next: on a window of
  // 12,000 bars that is 120,000 page faults of 387,000, a tenth of `patch`'s time in the kernel
  // (Benchmarks/windowbench/RESULTS.md, "The allocator"). Kept in the process's heap instead,
  // freed memory is reused; the peak grows by the little the heap's layout adds (4 % there).
  _ = mallopt(M_MMAP_MAX, 0)
  _ = mallopt(M_TRIM_THRESHOLD, Int32.max)
  // No fast bins: a small freed block goes to the tcache (AllocatorRestart) or is merged with
  // its neighbours at once, instead of piling up in a fast bin that the next large request
  // sweeps together whole (`malloc_consolidate`). `validate` frees libxml2's tree of a window,
  // millions of small blocks, between large requests: 16 % of its time was that sweep, and
  // it took 15 % less CPU without fast bins; the other commands the same (Benchmarks/
  // windowbench/RESULTS.md, "The allocator's fast bins").
  _ = mallopt(M_MXFAST, 0)
#endif

#if canImport(Glibc) && os(Linux)
  AllocatorRestart.restartIfLarge(CommandLine.arguments.dropFirst())
#endif

exit(Inspect.run(arguments: Array(CommandLine.arguments.dropFirst())))
