#!/usr/bin/env python3
"""Checks the zh_CN translations against resources/translations/zh_CN-terms.tsv.

A translation fails when
- it uses a wrong variant of a term (作业 for job, 会合 for rendezvous, ...);
- it leaves a term's English word in a sentence (rank, rendezvous, world size, all-reduce, pass ...)
  instead of the Chinese term: the word may only stand quoted where the source has it, or as a
  gloss right after its Chinese term (全归约（all_reduce）);
- it contains any other English word that is not code: a code row of the table, ALL CAPS, a word
  shaped like code (leading '-', '$', '_', '.', '/', '=', digits), quoted, or a word the source of
  the same message names (a value, program or product: spawn, awk, Megatron-LM); a line the
  source gives verbatim (an indented example command) is not judged;
- it leaves a sentence in English (three English words in a row with "the", "is", "of" ...).
usage: translation_terms.py TS|ZH.json TSV [--list]   (--list prints every problem; default: the first 200)
A ZH.json is a {"English source": "中文"} table of new translations before they go into the .ts.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET

QUOTES = [('“', '”'), ('‘', '’'), ('"', '"'), ('`', '`'), ("'", "'"), ('「', '」')]
QUOTED = re.compile('|'.join(re.escape(a) + '([^' + re.escape(b) + '\n]*)' + re.escape(b) for a, b in QUOTES))
TOKEN = re.compile(r"[A-Za-z0-9_$@{}\-][A-Za-z0-9_\-./$@{}=:+%*#~|\[\]]*")
STOPWORDS = {'the', 'a', 'an', 'is', 'are', 'was', 'of', 'to', 'and', 'or', 'for', 'with', 'on',
             'not', 'be', 'this', 'that', 'it', 'its', 'by', 'from', 'as', 'at', 'has', 'have', 'can',
             'cannot', 'no', 'every', 'each', 'when', 'which'}
CODE_SHAPE = re.compile(r"^-|[_./=$@{}:\[\]%#*~+|]|\d")


def load_table(path):
    terms, code, verbatim = [], set(), set()
    with open(path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line or line.startswith('#'):
                continue
            cells = line.split('\t') + [''] * 4
            kind, english, chinese, wrong = cells[0], cells[1], cells[2], cells[3]
            if kind == 'term':
                if not english or not chinese:
                    sys.exit(f'{path}:{number}: a term needs English and Chinese')
                terms.append((english, chinese, [w for w in wrong.split(',') if w]))
            elif kind == 'code':
                code.add(english)
            elif kind == 'verbatim':
                verbatim.add(english)
            else:
                sys.exit(f'{path}:{number}: unknown kind {kind!r}')
    return terms, code, verbatim


def source_code_tokens(source):
    """The words the source writes as code: these may stay verbatim in its translation."""
    allowed = set()
    for match in QUOTED.finditer(source):
        text = next(g for g in match.groups() if g is not None)
        allowed.update(TOKEN.findall(text))
    for match in re.finditer(r'<([^<>\n]*)>', source):
        allowed.update(TOKEN.findall(match.group(1)))
    for line in source.split('\n'):
        if line.startswith('  ') or 'ddpwizard-cli ' in line:
            allowed.update(TOKEN.findall(line))
    for token in TOKEN.findall(source):
        token = token.rstrip('.,:;')
        if CODE_SHAPE.search(token) or re.search(r'[a-z][A-Z]|^[A-Z]{2,}', token):
            allowed.add(token)
            allowed.update(p for p in re.split(r'[^A-Za-z0-9_\-]+', token) if p)
        if re.search(r'[A-Za-z]\(', source[source.find(token):source.find(token) + len(token) + 1]):
            allowed.add(token)  # a function call: int(None)
    return allowed


def words_of(source):
    return set(re.findall(r'[A-Za-z0-9_\-]+', source))


def check(text, source, terms, code, verbatim):
    problems = []
    in_source = words_of(source)
    # Example commands: the source's indented lines, or lines without an ordinary English word.
    source_lines = [l.strip() for l in source.split('\n')
                    if l.strip() and (l.startswith('  ') or not set(re.findall(r"[a-z']+", l)) & STOPWORDS)]
    # Lines the source gives verbatim (example commands) and lines copied from the platform's guide.
    kept = []
    for line in text.split('\n'):
        stripped = line.strip()
        if stripped in verbatim or (len(stripped) >= 12 and any(stripped in l for l in source_lines)):
            continue
        kept.append(line)
    text = '\n'.join(kept)
    # Quoted words the source has too are verbatim (torch's own messages, values, file names).
    def unquote(match):
        inner = next(g for g in match.groups() if g is not None)
        if all(w in in_source for w in re.findall(r'[A-Za-z0-9_\-]+', inner)):
            return ' '
        return match.group(0)
    text = QUOTED.sub(unquote, text)
    for english, chinese, wrong in terms:
        for variant in wrong:
            if variant in text:
                problems.append(f'wrong variant {variant!r} of {english!r}: write {chinese}')
        # A gloss after the Chinese term: 全归约（all_reduce）, 汇合（rendezvous）.
        text = re.sub(re.escape(chinese) + r'\s*[（(]' + re.escape(english) + r'[)）]', chinese, text,
                      flags=re.IGNORECASE)
    for name in code:
        if ' ' in name:
            text = text.replace(name, ' ')  # DDP Wizard, Volcano Job
    # The role named worker, in the platform's words: worker 节点组.
    text = re.sub(r'\bworker\s*(?=节点组)', '', text)
    allowed = source_code_tokens(source)
    term_words = {}
    for english, chinese, _ in terms:
        if ' ' in english:
            if re.search(r'(?<![A-Za-z_\-])' + re.escape(english) + r'(?![A-Za-z_\-])', text, re.IGNORECASE):
                problems.append(f'English {english!r} in a sentence: write {chinese}')
        else:
            term_words[english.lower()] = chinese
    for token in TOKEN.findall(text):
        token = token.rstrip('.,:;-')
        if not re.search('[A-Za-z]', token) or token in code:
            continue
        if len(token) == 1 or re.fullmatch(r'[A-Z][A-Z0-9_]+', token):
            continue  # N, x, mnemonics; acronyms and variables (TCP, ID, MASTER_ADDR)
        lower = token.lower()
        forms = [lower] + [lower[:-len(end)] for end in ('s', 'es', 'ed', "'s") if lower.endswith(end)]
        term = next((term_words[w] for w in forms if w in term_words), None)
        if term and CODE_SHAPE.search(token) and lower not in term_words:
            term = None  # node1, rank=, backend=: a value or an option's tail, not the word
        if term and token != term:
            problems.append(f'English {token!r} in a sentence: write {term}')
            continue
        if token in allowed or token in in_source:
            continue  # code in the source, or a value/program the source names: spawn, awk, unknown
        if CODE_SHAPE.search(token) and not re.fullmatch(r'[A-Za-z]+(-[A-Za-z]+)+', token):
            continue  # an option, path, variable or value: --nnodes, train.py, ${MASTER}
        problems.append(f'English word {token!r} (not in the source)')
    # A sentence left in English: three or more words in a row with an ordinary English word.
    for run in re.finditer(r"[A-Za-z][A-Za-z']*(?:[ ,]+[A-Za-z][A-Za-z']*){2,}", text):
        words = set(re.findall(r"[A-Za-z']+", run.group(0).lower()))
        if words & STOPWORDS:
            problems.append(f'untranslated phrase {run.group(0)!r}')
    return problems


def messages(path):
    """(context, source, translations) of a .ts file, or of a zh.json ({source: text or [text]})."""
    if path.endswith('.json'):
        with open(path, encoding='utf-8') as f:
            for source, text in json.load(f).items():
                yield 'zh.json', source, text if isinstance(text, list) else [text]
        return
    for context in ET.parse(path).getroot().iter('context'):
        for message in context.iter('message'):
            translation = message.find('translation')
            if translation is not None:
                forms = [f.text or '' for f in translation.iter('numerusform')] or [translation.text or '']
                yield context.findtext('name'), message.findtext('source') or '', forms


def main():
    ts, tsv = sys.argv[1], sys.argv[2]
    terms, code, verbatim = load_table(tsv)
    checked, bad = 0, []
    for name, source, forms in messages(ts):
        checked += 1
        for text in forms:
            for problem in sorted(set(check(text, source, terms, code, verbatim))):
                bad.append((name, source, text, problem))
    limit = None if '--list' in sys.argv else 200
    for name, source, text, problem in bad[:limit]:
        print(f'{name}: {problem}\n    source: {source[:160]!r}\n    zh:     {text[:160]!r}')
    messages_bad = len({(n, s) for n, s, _, _ in bad})
    print(f'{checked} messages checked against {len(terms)} terms and {len(code)} code names: '
          f'{len(bad)} problems in {messages_bad} messages')
    return 1 if bad or (checked < 100 and not ts.endswith('.json')) else 0


if __name__ == '__main__':
    sys.exit(main())
