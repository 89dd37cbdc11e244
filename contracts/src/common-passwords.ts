/**
 * Passwords of six characters or more that top every list of leaked passwords (SecLists, HIBP
 * top lists). A new password on this list is refused; comparison ignores case.
 */
const list = `123456 password 12345678 qwerty 123456789 12345 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321
superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer hunter buster
soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel
starwars klaster 112233 george computer michelle jessica pepper 131313 freedom passw0rd password1
password123 password12 passwd welcome welcome1 welcome123 admin123 administrator changeme letmein1
abcdef abcdefg abcdefgh abc12345 abcd1234 a1b2c3 aa123456 q1w2e3r4 q1w2e3r4t5 qwe123 qwerty1 qwerty123
qwertyu 1q2w3e4r 1q2w3e4r5t 1q2w3e 1234qwer zaq12wsx asdfgh asdfghjkl asdf1234 zxcvbnm zxcvbn
iloveyou1 princess lovely 555555 888888 999999 123654 987654321 9876543210 147258369 159753 159357
11111111 00000000 12341234 11223344 123abc 1qazxsw2 google secret summer winter spring autumn flower
cookie ginger maggie chocolate pokemon naruto samsung nicole daniel1 ashley bailey access access14
matrix merlin cheese orange purple yellow banana whatever nothing blahblah sample123 test123 testing
tester testtest 123test pass123 pass1234 mypassword mypass password! password1! p@ssw0rd p@ssword
football1 baseball1 monkey1 dragon1 sunshine1 princess1 superman1 batman1 master1 shadow1 michael1
iloveu loveme lovelove babygirl babygirl1 angel1 angels jesus1 christ blessed 1234567a qwerty12
zxcvbnm1 asdfgh1 computer1 internet 123456a 123456q a123456 123456789a 12345a 123456789q
florida orlando miami tampa melbourne brevard beach1 surfing physical therapy therapy1 patient
patient1 health healthy doctor nurse123 hospital rehab1 exercise fitness`;

export const commonPasswords: ReadonlySet<string> = new Set(list.split(/\s+/).filter((p) => p.length >= 6));
