//! A counting global allocator for "no allocation on the hot path" tests.
//!
//! Install it in a test binary, then count the allocations the current thread makes
//! while it runs a piece of code:
//!
//! ```ignore
//! #[global_allocator]
//! static ALLOC: nile_core::alloc::CountingAllocator = nile_core::alloc::CountingAllocator;
//!
//! let n = nile_core::alloc::count_allocations(|| state.legal_actions(&mut buf));
//! assert_eq!(n, 0);
//! ```

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

/// The system allocator, counting allocations per thread.
#[derive(Debug, Clone, Copy, Default)]
pub struct CountingAllocator;

fn bump() {
    let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
}

// SAFETY: every call is forwarded unchanged to the system allocator; the counter is a
// const-initialised thread local that never allocates.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        bump();
        // SAFETY: forwarded with the caller's layout.
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        bump();
        // SAFETY: forwarded with the caller's layout.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        bump();
        // SAFETY: forwarded with the caller's pointer and layout.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded with the caller's pointer and layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// Allocations made by this thread so far (0 unless [`CountingAllocator`] is installed).
pub fn allocations() -> u64 {
    ALLOCATIONS.try_with(Cell::get).unwrap_or(0)
}

/// Runs `f` and returns how many allocations this thread made meanwhile.
pub fn count_allocations(f: impl FnOnce()) -> u64 {
    let before = allocations();
    f();
    allocations() - before
}
