// The text form shared by action codes, records and share links (record.hpp,
// link.hpp): one URL-safe alphabet, fields separated by '.', and a 24-bit
// checksum as the last field. Internal to the engine: the formats' public
// description lives in those headers.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "harmonies/action_codes.hpp"
#include "harmonies/error.hpp"
#include "harmonies/state.hpp"

namespace harmonies::text {

// base64url: safe in URLs, file names and chat messages without escaping.
inline constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
inline constexpr size_t kChecksumLength = 4;

// The character's value 0..63, or -1 when it is not in the alphabet.
int alphabet_index(char c);

// Without surrounding spaces, tabs and line breaks (files and pasted text carry them).
std::string_view trim(std::string_view text);
// The fields between '.'s; "a..b" has an empty middle field.
std::vector<std::string_view> split_fields(std::string_view text);

// body + "." + its checksum.
std::string seal(std::string body);
// True when the text's last field is the checksum of everything before its last '.'.
bool checksum_matches(std::string_view text);

// "<players><side><spirits>.<seed>", e.g. "2A0.blue-river".
void append_setup(std::string& out, const Setup& setup);
// `what` names the text ("record", "link") in the messages.
Error parse_setup(std::string_view options, std::string_view seed, std::string_view what, Setup& out);

// decode_actions (action_codes.hpp), its message naming the text: "the record's action 3 is not an action".
Error parse_actions(std::string_view codes, std::string_view what, std::vector<Action>& out);

// Any bytes as base64url without padding, and back. Decoding refuses
// characters outside the alphabet and non-canonical forms (a dangling
// character, non-zero leftover bits), so each byte string has one text.
std::string to_base64(std::string_view bytes);
bool from_base64(std::string_view text, std::string& out);

}  // namespace harmonies::text
