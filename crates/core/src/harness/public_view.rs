//! The spectator's boundary ([`check_public_view`]): what someone at no seat sees and
//! reads shows nothing that any seat may not know. Run from [`super::check_playout`].

use crate::game::Game;
use crate::lang::Lang;
use crate::rng::seeded_stream;
use crate::viewer::Viewer;

use super::probe_actions;
/// How many determinized copies per seat [`check_public_view`] compares.
pub const PUBLIC_WORLDS: usize = 2;

/// The spectator's boundary: [`Game::public_observation`] shows nothing that any seat
/// may not know, and the spectator's texts ([`Viewer::Spectator`]) show nothing more
/// than the public observation.
///
/// - The public observation survives a JSON round trip, and it and the spectator's
///   board ([`Game::render`]) are unchanged when the state is replaced by a
///   determinization for any seat ([`PUBLIC_WORLDS`] copies per seat): whatever they
///   show, every seat knows, so they reveal no more than each seat's own observation.
/// - Among the actions (or chance outcomes) listed in the state and in those
///   determinized copies, any two after which the spectator observes the same thing
///   must read the same to it ([`Game::describe`], then [`Game::narrate`]).
///
/// [`check_playout`](super::check_playout) runs it every [`VIEWER_EVERY`](super::VIEWER_EVERY) steps and at the end of every game.
///
/// ```
/// use nile_core::harness::check_public_view;
/// use nile_core::testing::Guess;
///
/// let game = Guess::dealt(1, 4)?;
/// assert_eq!(check_public_view(&game, 7), Ok(()));
/// # Ok::<(), nile_core::GameError>(())
/// ```
pub fn check_public_view<G: Game>(state: &G, seed: u64) -> Result<(), String> {
    check_public_view_in(state, seed, Lang::En)
}

/// [`check_public_view`] with the spectator's board and texts in `lang`.
pub fn check_public_view_in<G: Game>(state: &G, seed: u64, lang: Lang) -> Result<(), String> {
    public_view(state, seed, lang, G::public_observation, |game, action| {
        game.describe_in(action, Viewer::Spectator, lang)
    })
}

/// [`check_public_view`] with the public observation computed by `public` and the
/// spectator's action texts written by `describe` (to test the check itself).
pub fn check_public_view_of<G: Game>(
    state: &G,
    seed: u64,
    public: impl Fn(&G) -> G::Observation,
    describe: impl Fn(&G, G::Action) -> String,
) -> Result<(), String> {
    public_view(state, seed, Lang::En, public, describe)
}

fn public_view<G: Game>(
    state: &G,
    seed: u64,
    lang: Lang,
    public: impl Fn(&G) -> G::Observation,
    describe: impl Fn(&G, G::Action) -> String,
) -> Result<(), String> {
    let mut rng = seeded_stream(seed, 0x5BEC);
    let seen_by_all = public(state);
    let text = serde_json::to_string(&seen_by_all).map_err(|e| e.to_string())?;
    let back: G::Observation = serde_json::from_str(&text)
        .map_err(|e| format!("the public observation's JSON does not read back: {e}"))?;
    if back != seen_by_all {
        return Err("the public observation changes in a JSON round trip".into());
    }
    let board = state.render_in(Viewer::Spectator, lang);
    let mut worlds = vec![state.clone()];
    for q in 0..state.players() {
        for _ in 0..PUBLIC_WORLDS {
            let world = state.determinize(q, &mut rng);
            if public(&world) != seen_by_all {
                return Err(format!(
                    "the public observation differs in a copy determinized for seat {q}: \
                     it shows a spectator something seat {q} may not know"
                ));
            }
            if world.render_in(Viewer::Spectator, lang) != board {
                return Err(format!(
                    "the spectator's board differs in a copy determinized for seat {q}: \
                     it shows a spectator something seat {q} may not know"
                ));
            }
            // A copy equal to one already kept (nothing hidden, or the same draw) adds
            // no action to compare.
            if !worlds.contains(&world) {
                worlds.push(world);
            }
        }
    }
    let mut seen: Vec<(String, String, String)> = Vec::new();
    for world in &worlds {
        for a in probe_actions(world, &mut rng) {
            let mut next = world.clone();
            if next.apply(a).is_err() {
                continue;
            }
            let after = serde_json::to_string(&public(&next)).map_err(|e| e.to_string())?;
            let mut text = describe(world, a);
            for line in next.narrate_in(world, a, Viewer::Spectator, lang) {
                text.push('\n');
                text.push_str(&line);
            }
            match seen.iter().find(|(obs, _, _)| *obs == after) {
                Some((_, other_text, other)) if *other_text != text => {
                    return Err(format!(
                        "a spectator reads \"{text}\" for \"{a}\" but \"{other_text}\" for \"{other}\", \
                         though it observes the same after both: the text leaks what no spectator may know"
                    ))
                }
                Some(_) => {}
                None => seen.push((after, text, a.to_string())),
            }
        }
    }
    Ok(())
}
