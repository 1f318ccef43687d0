//! The conformance kit on the core's hidden-information sample game.

nile_testkit::conformance!(nile_core::testing::Guess, || vec![
    nile_core::testing::GuessConfig::default()
]);
