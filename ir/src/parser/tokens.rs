//! Where the parser's tokens come from: the lexer run inline in batches, or,
//! for large inputs, the lexer running on a second thread and handing over
//! batches through a bounded channel (lexing is about half the work, so the
//! two halves overlap). Either way the parser sees one token of lookahead.

use super::lexer::{Lexer, Tok, Token};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};

/// Tokens per batch.
pub(crate) const BATCH: usize = 4096;

/// Inputs at least this large are lexed on a separate thread.
pub(crate) const THREAD_MIN: usize = 256 * 1024;

/// A batch of tokens, ending early only at `Eof` or `Error` (whose message
/// comes along).
pub(crate) struct Batch {
    pub tokens: Vec<Token>,
    pub error: Option<String>,
}

/// The source of tokens.
pub(crate) enum Source<'a> {
    /// Lex on demand in this thread.
    Inline(Lexer<'a>),
    /// Receive batches from the lexer thread; used buffers go back.
    Channel {
        rx: Receiver<Batch>,
        back: SyncSender<Vec<Token>>,
    },
}

/// The lexer thread: lexes all of `src` into batches until `Eof`/`Error`
/// or until the parser hangs up.
pub(crate) fn lex_thread(src: &[u8], tx: SyncSender<Batch>, back: Receiver<Vec<Token>>) {
    let mut lex = Lexer::new(src);
    loop {
        let mut buf = back
            .try_recv()
            .unwrap_or_else(|_| Vec::with_capacity(BATCH));
        let end = fill_vec(&mut lex, &mut buf);
        let error = if end == Tok::Error {
            lex.last_error.take()
        } else {
            None
        };
        if tx.send(Batch { tokens: buf, error }).is_err() || matches!(end, Tok::Eof | Tok::Error) {
            return;
        }
    }
}

/// Refills `buf` with up to [`BATCH`] tokens; returns the kind of the last.
pub(crate) fn fill_vec(lex: &mut Lexer<'_>, buf: &mut Vec<Token>) -> Tok {
    buf.clear();
    lex.fill(buf, BATCH)
}

/// The two ends of both channels between the parser and a lexer thread:
/// batches to the parser, used buffers back to the lexer.
pub(crate) type Channels = (
    SyncSender<Batch>,
    Receiver<Batch>,
    SyncSender<Vec<Token>>,
    Receiver<Vec<Token>>,
);

/// Makes the channels between the parser and a lexer thread.
pub(crate) fn channels() -> Channels {
    let (tx, rx) = sync_channel(8);
    let (back_tx, back_rx) = sync_channel(8);
    (tx, rx, back_tx, back_rx)
}

impl Source<'_> {
    /// The next batch into `buf` (whose old contents are recycled); returns
    /// the lexer's message if the batch ends in an `Error` token.
    pub(crate) fn next_batch(&mut self, buf: &mut Vec<Token>) -> Option<String> {
        match self {
            Source::Inline(lex) => {
                if fill_vec(lex, buf) == Tok::Error {
                    return lex.last_error.take();
                }
                None
            }
            Source::Channel { rx, back } => {
                let old = std::mem::take(buf);
                if old.capacity() > 0 {
                    match back.try_send(old) {
                        Ok(())
                        | Err(TrySendError::Full(_))
                        | Err(TrySendError::Disconnected(_)) => {}
                    }
                }
                match rx.recv() {
                    Ok(b) => {
                        *buf = b.tokens;
                        b.error
                    }
                    Err(_) => {
                        // The lexer thread is gone (it stops after Eof):
                        // keep answering Eof.
                        buf.clear();
                        None
                    }
                }
            }
        }
    }
}
