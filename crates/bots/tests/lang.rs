//! A seat spec's refusals come from the bots' catalog in every language: each one read in
//! the pseudo-language holds no word outside a message, and the Portuguese reads as
//! Portuguese.

use std::collections::BTreeSet;

use nile_bots::{AgentSpec, DynAgents, TEXTS};
use nile_core::dynamic::{DynGameType, GameType};
use nile_core::lang::{unwrapped, Lang, Sentence};
use nile_core::testing::Nim;
use nile_core::GameError;
use nile_imhotep::Imhotep;

/// One spec for every way a spec is refused, several for a message with fragments
/// (the number of worlds, the horizon, a knob's name).
const BAD_SPECS: [&str; 42] = [
    "human",
    "mtcs:20",
    "",
    "random:5",
    "anchor:3",
    "hard:2",
    // Imhotep has no anchor baseline.
    "anchor",
    "greedy:depth=x",
    "greedy:fast",
    "lookahead:0",
    "lookahead:2:3",
    "mcts:100:eval=neural",
    "pimc:eval=x",
    "pimc:0",
    "pimc:worlds=0",
    "pimc:auctions=x",
    "pimc:maxunits=0",
    "pimc:nodes=0",
    "pimc:win=0",
    "pimc:fast",
    "pimc:k=3",
    "mcts",
    "mcts:abc",
    "mcts:100:c=x",
    "mcts:100:scale=-1",
    "mcts:100:margin=x",
    "mcts:100:mast=x",
    "mcts:100:cpu",
    "mcts:100:h=x",
    "mcts:100:margin=2",
    "mcts:100:trees=0",
    "mcts:100:mast=1.5",
    "mcts:100:imm=2",
    "mcts:100:pb=0",
    "mcts:100:prior=x",
    "mcts:100:pb=1:pbafter=-1",
    "mcts:100:nodes=0",
    "mcts:100:fast",
    "mcts:100:imm",
    "mcts:100:pbafter=4",
    "mcts:100:pb=1:prior=1",
    "Medium:x",
];

/// Messages no refusal of a spec shows on its own: the level names and the fragments
/// nested in others, and a level that names another level (no game declares one).
const NOT_ALONE: [&str; 9] = [
    "level-easy",
    "level-medium",
    "level-hard",
    "spec-pimc-worlds",
    "spec-pimc-horizon",
    "spec-mcts-a-number",
    "spec-mcts-a-weight",
    "spec-mcts-a-share",
    "spec-level-no-bot",
];

fn refusal(spec: &str) -> Sentence {
    AgentSpec::parse_for::<Imhotep>(spec)
        .err()
        .unwrap_or_else(|| panic!("{spec:?} was accepted"))
}

fn assert_in_catalog(what: &str, text: &str) {
    assert_eq!(unwrapped(text), None, "{what}: {text}");
}

#[test]
fn every_refusal_of_a_spec_is_a_message_in_every_language() {
    let mut shown = BTreeSet::new();
    for spec in BAD_SPECS {
        let why = refusal(spec);
        assert_in_catalog(spec, &why.text(Lang::Pseudo));
        assert_ne!(why.text(Lang::PtBr), why.text(Lang::En), "{spec}");
        shown.insert(why.id().unwrap_or_else(|| panic!("{spec}: {why:?}")));
        // Every front end's path to the same refusal keeps it a message.
        let built = GameType::<Imhotep>::NEW.agent(spec, 1).err().unwrap();
        assert_in_catalog(spec, &built.text(Lang::Pseudo));
    }
    // The list reaches every refusal the parser has.
    let spec_refusals: BTreeSet<&str> = TEXTS
        .ids(Lang::En)
        .into_iter()
        .filter(|id| id.starts_with("spec-") && !NOT_ALONE.contains(id))
        .collect();
    let missed: Vec<_> = spec_refusals.difference(&shown).collect();
    assert!(missed.is_empty(), "no spec here is refused with {missed:?}");
}

#[test]
fn self_play_and_a_bot_at_the_wrong_game_are_refused_with_messages() {
    let not_mcts = nile_bots::train::self_play_visits::<Nim>(
        &Default::default(),
        "greedy",
        1,
        1,
        1,
        &mut |_| {},
    )
    .err()
    .unwrap();
    assert!(matches!(not_mcts, GameError::InvalidAgent(_)));
    assert_in_catalog("self-play", &not_mcts.text(Lang::Pseudo));
    assert_eq!(
        not_mcts.text(Lang::PtBr),
        "\"greedy\": o jogo contra si mesmo para uma política precisa de uma busca mcts \
         (p. ex. mcts:800), cujas visitas da raiz são os alvos"
    );

    let imhotep = GameType::<Imhotep>::NEW.new_game(2, &[]).unwrap();
    let mut nim_bot = GameType::<Nim>::NEW.agent("random", 1).unwrap();
    let wrong = nim_bot.choose(imhotep.as_ref(), 0).err().unwrap();
    assert_in_catalog("wrong game", &wrong.text(Lang::Pseudo));
    assert_eq!(
        wrong.text(Lang::PtBr),
        "um robô de nim foi chamado a jogar imhotep"
    );
}

#[test]
fn refusals_read_in_portuguese_with_the_spec_as_typed() {
    assert_eq!(
        refusal("mtcs:20").text(Lang::PtBr),
        "robô desconhecido \"mtcs:20\": esperava random, greedy, lookahead:D, mcts:N \
         (iterações) / mcts:Nms (tempo), pimc, pimc:K:units=U, pimc:500ms, anchor ou um \
         nível: fácil, médio ou difícil; p. ex. difícil, mcts:2000 ou pimc:500ms"
    );
    // The level's name is the front end's word for it; the knob and its value as typed.
    assert_eq!(
        refusal("hard:2").text(Lang::PtBr),
        "\"hard:2\": o nível difícil não aceita opções (ele nomeia um robô medido)"
    );
    assert_eq!(
        refusal("mcts:100:margin=x").text(Lang::PtBr),
        "\"mcts:100:margin=x\": margin precisa de um peso entre 0 e 1, p. ex. margin=0.7"
    );
    assert_eq!(
        refusal("pimc:auctions=0").text(Lang::PtBr),
        "\"pimc:auctions=0\": o horizonte precisa de um número inteiro positivo, não \"0\""
    );
    // English stays as it always read.
    assert_eq!(
        refusal("anchor").to_string(),
        "\"anchor\": the anchor is the Rá baseline; in Imhotep use pimc (e.g. pimc:500ms)"
    );
}
